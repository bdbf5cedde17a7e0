/**
 * @generated SignedSource<<64179b11985023d823d834a1f6a909f4>>
 * @relayHash 7dd39d58e66b6a32df82b8855fe373d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dd39d58e66b6a32df82b8855fe373d7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubSubscriptionPageQuery } from './ClubSubscriptionPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubSubscriptionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7dd39d58e66b6a32df82b8855fe373d7",
    "metadata": {},
    "name": "ClubSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
