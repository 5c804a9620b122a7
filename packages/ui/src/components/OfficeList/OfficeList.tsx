import { type Ref, useId } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { mapStrings } from '../OfficeMap/mapStrings';
import { address, item, list, name, pin, place } from './OfficeList.css';
import type { Office } from './office';

export interface OfficeListProps {
  offices: readonly Office[];
  /** Names the list; the chrome "Offices" by default. */
  label?: string;
  /**
   * Adds a "Show on map" action to every office that has a position. Leave it out where no map is
   * shown, so the list never offers an action that does nothing.
   */
  onShowOnMap?: (office: Office) => void;
  ref?: Ref<HTMLUListElement>;
}

/** Offices with their written addresses: the accessible alternative to the map, and all there is without one. */
export function OfficeList({ offices, label, onShowOnMap, ref }: OfficeListProps) {
  const strings = useStrings(mapStrings);
  const idPrefix = useId();
  return (
    <ul ref={ref} className={list} aria-label={label ?? strings.offices}>
      {offices.map((office) => {
        const nameId = `${idPrefix}-${office.id}`;
        return (
          <li key={office.id} className={item}>
            <div className={place}>
              <span className={pin}>
                <Icon name="location" size="small" />
              </span>
              <div>
                <p className={name} id={nameId}>
                  {office.name}
                </p>
                <address className={address}>{office.address}</address>
              </div>
            </div>
            {onShowOnMap && office.position ? (
              <Button
                variant="tertiary"
                size="small"
                leadingIcon="location"
                aria-describedby={nameId}
                onClick={() => onShowOnMap(office)}
              >
                {strings.showOnMap}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
