import { useSearchParams } from 'react-router';

/**
 * A screen's tab, kept in the address (`?tab=`) so a reload or a shared link opens the same tab; switching does not
 * add history. The first tab, `overview`, is the address without `?tab=`. Returns the raw parameter and the switch.
 */
export function useTabParam<T extends string>(): [string | null, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (next: T) =>
    setSearchParams(
      (params) => {
        const out = new URLSearchParams(params);
        if (next === 'overview') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return [searchParams.get('tab'), select];
}
