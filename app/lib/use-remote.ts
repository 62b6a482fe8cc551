import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './api';

export interface RemoteState<T> {
  loading: boolean;
  data: T | undefined;
  error: string | null;
}

/**
 * The one remote-call hook (SPEC section 4): a call starts loading with the error cleared, then ends
 * with data on success, or with an error message and the data cleared.
 */
export function useRemote<T, A extends unknown[]>(call: (...args: A) => Promise<T>, initial?: T) {
  const [state, setState] = useState<RemoteState<T>>({
    loading: false,
    data: initial,
    error: null,
  });
  const latest = useRef(0);
  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      const id = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const data = await call(...args);
        if (id === latest.current) setState({ loading: false, data, error: null });
        return data;
      } catch (error) {
        if (id === latest.current)
          setState({ loading: false, data: undefined, error: errorMessage(error) });
        return undefined;
      }
    },
    [call],
  );
  return { ...state, run, setData: (data: T | undefined) => setState((s) => ({ ...s, data })) };
}
