/**
 * Which fields a query asks for below the field being resolved, so a resolver can start the loads
 * those fields will need before graphql-js reaches them (orders preload the lists their object
 * fields read). Fragments and inline fragments are followed; @skip/@include are not evaluated, so
 * a skipped field counts as asked (at worst one load too many, never one too few).
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

function collect(
  set: SelectionSetNode | undefined,
  path: readonly string[],
  info: GraphQLResolveInfo,
  into: Set<string>,
): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, path, info, into);
    else if (selection.kind === Kind.FRAGMENT_SPREAD)
      collect(info.fragments[selection.name.value]?.selectionSet, path, info, into);
    else if (path.length === 0) into.add(selection.name.value);
    else if (selection.name.value === path[0]) collect(selection.selectionSet, path.slice(1), info, into);
  }
}

/** Field names selected at `path` below the current field (`[]`: its own sub-fields). */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  const into = new Set<string>();
  for (const node of info.fieldNodes) collect(node.selectionSet, path, info, into);
  return into;
}
