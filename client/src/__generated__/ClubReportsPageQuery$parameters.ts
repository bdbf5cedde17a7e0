/**
 * @generated SignedSource<<68a42c944ce4cd7d8216f6f7765f8e87>>
 * @relayHash 2fe783b98ae4b2c1e112c076e9c1f5d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fe783b98ae4b2c1e112c076e9c1f5d9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubReportsPageQuery } from './ClubReportsPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubReportsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2fe783b98ae4b2c1e112c076e9c1f5d9",
    "metadata": {},
    "name": "ClubReportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
