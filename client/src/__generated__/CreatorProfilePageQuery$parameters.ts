/**
 * @generated SignedSource<<83e11decd5b6a70d27c0bc91d1b866e6>>
 * @relayHash 9b1035be6179e0f222a5f81a6d3b50f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b1035be6179e0f222a5f81a6d3b50f3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CreatorProfilePageQuery } from './CreatorProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<CreatorProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9b1035be6179e0f222a5f81a6d3b50f3",
    "metadata": {},
    "name": "CreatorProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
