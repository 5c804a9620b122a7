/** A company office: its name, its written address and, when known, where it is on a map. */
export interface Office {
  id: string;
  /** "Budapesti központ", "Sediul din Cluj-Napoca". */
  name: string;
  /** The address as people write it: "1138 Budapest, Váci út 99." */
  address: string;
  position?: { lat: number; lng: number };
}
