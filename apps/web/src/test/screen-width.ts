import { vi } from 'vitest';

/** A screen `width` px wide for Mantine's media queries: a max-width query (in em) matches below its width. */
export function stubScreenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
