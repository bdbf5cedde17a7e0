/**
 * @generated SignedSource<<fcd1c299c3a3a8400001de0a0bfe857b>>
 * @relayHash 6c516dfedc81faab243f97f3f620a251
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c516dfedc81faab243f97f3f620a251

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StoreOrderPageQuery } from './StoreOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<StoreOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6c516dfedc81faab243f97f3f620a251",
    "metadata": {},
    "name": "StoreOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
