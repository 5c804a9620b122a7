import { useIntl } from 'react-intl';
import type { MessageId } from './catalogs';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** react-intl's formatMessage, typed to the catalog's ids (they are explicit: STACK gotcha 22). */
export function useMessages(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
