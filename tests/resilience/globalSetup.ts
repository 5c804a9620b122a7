import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    gatewayUrl: string;
  }
}

/** One product for the fuzzer, the authorization matrix and the uploads (the faults start their own). */
export default async function setup(project: TestProject) {
  const product = await startProduct({ seedJobs: 60 });
  project.provide('apiUrl', product.apiUrl);
  project.provide('gatewayUrl', product.gatewayUrl);
  return async () => {
    const crashed = product.gateway.ended();
    await product.stop();
    if (crashed) throw new Error(`the gateway exited during the suite: ${JSON.stringify(crashed)}`);
  };
}
