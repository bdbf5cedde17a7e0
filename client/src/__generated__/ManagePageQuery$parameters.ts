/**
 * @generated SignedSource<<b1c48fa76ccc61b80f8058a9ddef1e49>>
 * @relayHash 5fed09e04689aff5ca5816838524aafa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fed09e04689aff5ca5816838524aafa

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManagePageQuery } from './ManagePageQuery.graphql';

const node: PreloadableConcreteRequest<ManagePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5fed09e04689aff5ca5816838524aafa",
    "metadata": {},
    "name": "ManagePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
