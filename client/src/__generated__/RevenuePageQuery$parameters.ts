/**
 * @generated SignedSource<<86001dbb30175799dc1b519bdb59f578>>
 * @relayHash 1774a9414fd916996b35077729d7dd71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1774a9414fd916996b35077729d7dd71

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RevenuePageQuery } from './RevenuePageQuery.graphql';

const node: PreloadableConcreteRequest<RevenuePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1774a9414fd916996b35077729d7dd71",
    "metadata": {},
    "name": "RevenuePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
