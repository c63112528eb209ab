/**
 * What a GraphQL request leaves for its response besides the result: cookies to set, and whether it
 * read personal data (then no shared cache may keep the answer, also for a GET).
 */
export interface RequestState {
  setCookies: string[];
  personal: boolean;
  /** the answer carries errors: never publicly cacheable */
  uncacheable: boolean;
}

const states = new WeakMap<Request, RequestState>();

export function requestState(request: Request): RequestState {
  let state = states.get(request);
  if (!state) {
    state = { setCookies: [], personal: false, uncacheable: false };
    states.set(request, state);
  }
  return state;
}
