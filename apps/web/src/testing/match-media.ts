import { vi } from 'vitest';

/** Media queries answered as a screen `width` px wide would answer them. */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/** A phone's width. */
export const stubPhone = () => stubScreenWidth(375);
