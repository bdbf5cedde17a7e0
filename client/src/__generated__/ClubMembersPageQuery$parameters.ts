/**
 * @generated SignedSource<<69da529dc1da5aa49bce6de76cfcee90>>
 * @relayHash 6d185973f7878cbefb9e77f75e8e8cb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d185973f7878cbefb9e77f75e8e8cb9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubMembersPageQuery } from './ClubMembersPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubMembersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6d185973f7878cbefb9e77f75e8e8cb9",
    "metadata": {},
    "name": "ClubMembersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
