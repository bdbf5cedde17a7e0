/**
 * @generated SignedSource<<a4cb674f72399339225b7f78955c3b95>>
 * @relayHash 21fa6ee71c288e57c938a0e6f6ac17ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21fa6ee71c288e57c938a0e6f6ac17ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubStorePageQuery } from './ClubStorePageQuery.graphql';

const node: PreloadableConcreteRequest<ClubStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "21fa6ee71c288e57c938a0e6f6ac17ef",
    "metadata": {},
    "name": "ClubStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
