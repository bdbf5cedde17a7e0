/**
 * @generated SignedSource<<5a651292edd9e70235c4eb4be33518cd>>
 * @relayHash 8d534942c9f40b90b9eccff15eb2cae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d534942c9f40b90b9eccff15eb2cae5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StoreOrderPageQuery } from './StoreOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<StoreOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8d534942c9f40b90b9eccff15eb2cae5",
    "metadata": {},
    "name": "StoreOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
