/**
 * @generated SignedSource<<e80a904b84e2f57ef2b41a25679e3c39>>
 * @relayHash 6a86715704b6299355d46a690ea1ec95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a86715704b6299355d46a690ea1ec95

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubMembersPageQuery } from './ClubMembersPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubMembersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6a86715704b6299355d46a690ea1ec95",
    "metadata": {},
    "name": "ClubMembersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
