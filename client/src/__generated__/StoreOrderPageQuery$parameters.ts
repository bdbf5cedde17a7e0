/**
 * @generated SignedSource<<4a6e16fafb581f9e3246719b77959f52>>
 * @relayHash 10b25977931a26b62c2d49de284db320
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10b25977931a26b62c2d49de284db320

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StoreOrderPageQuery } from './StoreOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<StoreOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "10b25977931a26b62c2d49de284db320",
    "metadata": {},
    "name": "StoreOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
