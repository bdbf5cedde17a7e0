/**
 * @generated SignedSource<<a298036c872024283c33c6579776b0f2>>
 * @relayHash 5dd031752c35c6512e5e2f056b8dec0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dd031752c35c6512e5e2f056b8dec0e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubPageQuery } from './ClubPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5dd031752c35c6512e5e2f056b8dec0e",
    "metadata": {},
    "name": "ClubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
