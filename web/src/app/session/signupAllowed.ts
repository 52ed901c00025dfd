import { useEffect, useState } from 'react';

/**
 * Whether public sign-up is on (ALLOW_SIGNUP, GraphQL `signupAllowed`). A plain fetch, not
 * Apollo: the session pages load before the data layer (graphql/lazy.ts). Null while asking;
 * an unreachable server leaves the form shown (the server refuses a closed sign-up anyway).
 */
export function useSignupAllowed(): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query SignupAllowed { signupAllowed }' }),
    })
      .then((res) => res.json() as Promise<{ data?: { signupAllowed?: boolean } }>)
      .then((body) => active && setAllowed(body.data?.signupAllowed !== false))
      .catch(() => active && setAllowed(true));
    return () => {
      active = false;
    };
  }, []);
  return allowed;
}
