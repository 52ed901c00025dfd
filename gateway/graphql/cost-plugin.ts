/**
 * The price of each operation, enforced and reported (issue 18 item 3):
 * - once the operation and its variables are known, its requested cost (cost.ts: graphql-query-
 *   complexity with the prices the SDL declares) over maxCost, a page over maxListSize, or an
 *   operation that cannot be priced, is refused with 400 (limits.ts costRefusal);
 * - the caller's budget (a leaky bucket per token, per IP without one) pays the requested cost;
 *   an empty one answers RATE_LIMITED, HTTP 429 with Retry-After, and nothing runs;
 * - the reply carries `extensions.cost { requested actual limit budget }`, and what the reply
 *   did not use (actual below requested) goes back to the budget.
 */
import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { CostBudget } from '../security/cost-budget';
import type { GraphQLContext } from './context';
import { actualCost, operationCost } from './cost';
import { costRefusal, type GraphQLLimits } from './limits';
import { boundSettings } from './list-bounds';

/** The budget's key: the bearer token (hashed: no token is kept in memory), else the client IP. */
export function budgetKey(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  const token = typeof auth === 'string' && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '') : '';
  return token ? `token:${createHash('sha256').update(token).digest('base64url')}` : `ip:${request.ip}`;
}

/** RATE_LIMITED as Apollo answers a request-level error: 429 with Retry-After. */
export class BudgetError extends GraphQLError {
  constructor(
    readonly retryAfter: number,
    cost: number,
    available: number,
  ) {
    super(
      `Исчерпан бюджет запросов GraphQL: операция стоит ${cost}, доступно ${available}. ` +
        `Повторите через ${retryAfter} с.`,
      {
        extensions: {
          code: 'RATE_LIMITED',
          http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
        },
      },
    );
    this.name = 'BudgetError';
  }
}

export function costPlugin(
  limits: GraphQLLimits,
  budget: CostBudget | null,
): ApolloServerPlugin<GraphQLContext> {
  const settings = boundSettings(limits);
  return {
    async requestDidStart({ contextValue }) {
      const who = budgetKey(contextValue.request);
      let requested: number | null = null;
      let charged = 0;
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const result = operationCost(
            schema,
            document,
            operation,
            request.variables ?? {},
            limits.maxListSize,
            settings,
          );
          requested = result.cost;
          const refusal = costRefusal(result, limits);
          if (refusal) throw refusal;
          if (!budget) return;
          const waitMs = budget.take(who, requested);
          if (waitMs !== null)
            throw new BudgetError(Math.max(1, Math.ceil(waitMs / 1000)), requested, budget.available(who));
          charged = Math.min(requested, budget.capacity);
        },
        async willSendResponse({ response, schema, document, operation }) {
          if (requested === null || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const actual = document && operation ? actualCost(schema, document, operation, result.data) : 0;
          if (budget && charged > actual) budget.refund(who, charged - actual);
          result.extensions = {
            ...result.extensions,
            cost: {
              requested,
              actual,
              limit: limits.maxCost,
              ...(budget
                ? {
                    budget: {
                      capacity: budget.capacity,
                      available: budget.available(who),
                      restorePerSecond: budget.restorePerSecond,
                    },
                  }
                : {}),
            },
          };
        },
      };
    },
  };
}
