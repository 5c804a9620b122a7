import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiTestProvider, type UiTestProviderProps } from '../provider/UiTestProvider';

type ProviderOptions = Omit<UiTestProviderProps, 'children'>;

/** Renders inside UiTestProvider (English chrome, default theme unless given). */
export function renderWithUi(
  ui: ReactElement,
  { provider, ...options }: RenderOptions & { provider?: ProviderOptions } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <UiTestProvider {...provider}>{children}</UiTestProvider>,
    ...options,
  });
}
