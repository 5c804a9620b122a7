// The office map on a module of its own, so a company page loads it (with @react-google-maps and
// the marker clusterer, about 40 KiB gzipped) only when the site has a Google Maps key.
export { OfficeMap as default } from '@allas/ui';
