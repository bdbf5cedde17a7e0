/**
 * @generated SignedSource<<ecfa321db583a5814843e96565db1853>>
 * @relayHash 4bf884be4709ebf043d6cfcfb078aefb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bf884be4709ebf043d6cfcfb078aefb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubMembersPageQuery } from './ClubMembersPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubMembersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4bf884be4709ebf043d6cfcfb078aefb",
    "metadata": {},
    "name": "ClubMembersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
