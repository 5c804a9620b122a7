import type { ReactNode } from 'react';
import { themes } from '../themes/names';
import { UiProvider, type UiProviderProps } from './UiProvider';

export interface UiTestProviderProps extends Partial<Omit<UiProviderProps, 'children'>> {
  children: ReactNode;
}

/**
 * UiProvider for tests: English chrome and the default theme unless told otherwise, and a themed
 * wrapper element because a test renders into a bare container rather than a themed <html>.
 */
export function UiTestProvider({
  theme = 'default',
  locale = 'en',
  children,
  ...rest
}: UiTestProviderProps) {
  return (
    <UiProvider theme={theme} locale={locale} {...rest}>
      <div className={themes[theme]}>{children}</div>
    </UiProvider>
  );
}
