import { applicationEndpoints } from './applicationEndpoints';
import { authEndpoints } from './authEndpoints';
import { companyEndpoints } from './companyEndpoints';
import { contentEndpoints } from './contentEndpoints';
import { employerApplicationEndpoints } from './employerApplicationEndpoints';
import { employerCompanyProfileEndpoints } from './employerCompanyProfileEndpoints';
import { employerEndpoints } from './employerEndpoints';
import { employerJobEndpoints } from './employerJobEndpoints';
import { employerTeamEndpoints } from './employerTeamEndpoints';
import type { Endpoint, HttpMethod } from './endpoint';
import { formEndpoints } from './formEndpoints';
import { jobEndpoints } from './jobEndpoints';
import { mediaEndpoints } from './mediaEndpoints';
import { operationsEndpoints } from './operationsEndpoints';
import { profileEndpoints } from './profileEndpoints';
import { savedJobEndpoints } from './savedJobEndpoints';
import { socialEndpoints } from './socialEndpoints';
import { subscriptionEndpoints } from './subscriptionEndpoints';
import { talentPoolEndpoints } from './talentPoolEndpoints';
import { votingEndpoints } from './votingEndpoints';

/** Every endpoint of the api by name: the one contract the api mounts and the sites call. */
export const endpoints = {
  ...operationsEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...jobEndpoints,
  ...savedJobEndpoints,
  ...companyEndpoints,
  ...applicationEndpoints,
  ...contentEndpoints,
  ...subscriptionEndpoints,
  ...formEndpoints,
  ...mediaEndpoints,
  ...employerEndpoints,
  ...employerCompanyProfileEndpoints,
  ...employerJobEndpoints,
  ...employerApplicationEndpoints,
  ...employerTeamEndpoints,
  ...talentPoolEndpoints,
  ...socialEndpoints,
  ...votingEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
/** Any one endpoint of the table. */
export type AnyEndpoint = Endpoints[keyof Endpoints];
/** The endpoint answering `method` on `path` (a path as the contract writes it, with :params). */
export type EndpointAt<M extends HttpMethod, P extends string> = Extract<
  AnyEndpoint,
  { method: M; path: P }
>;
/** The paths that answer `method`. */
export type PathsOf<M extends HttpMethod> = Extract<AnyEndpoint, { method: M }>['path'];
