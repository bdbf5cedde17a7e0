/**
 * @generated SignedSource<<9f77ae788c7274b3f9d6ed52cdba3c41>>
 * @relayHash 0f4ea33de070c2e33a3bbaa18748b208
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f4ea33de070c2e33a3bbaa18748b208

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RevenuePageQuery } from './RevenuePageQuery.graphql';

const node: PreloadableConcreteRequest<RevenuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0f4ea33de070c2e33a3bbaa18748b208",
    "metadata": {},
    "name": "RevenuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
