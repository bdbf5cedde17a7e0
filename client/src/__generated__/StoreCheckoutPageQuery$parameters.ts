/**
 * @generated SignedSource<<9777869bdf3196af024b789d90f15f02>>
 * @relayHash d57eb66736e0e83a12804c9ec91f0389
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d57eb66736e0e83a12804c9ec91f0389

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StoreCheckoutPageQuery } from './StoreCheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<StoreCheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d57eb66736e0e83a12804c9ec91f0389",
    "metadata": {},
    "name": "StoreCheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
