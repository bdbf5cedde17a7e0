/**
 * @generated SignedSource<<bf6adaafb71616cda69f964605bad053>>
 * @relayHash 52d3c982ef10b54be7086272be85d572
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52d3c982ef10b54be7086272be85d572

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubNoticePageQuery } from './ClubNoticePageQuery.graphql';

const node: PreloadableConcreteRequest<ClubNoticePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "52d3c982ef10b54be7086272be85d572",
    "metadata": {},
    "name": "ClubNoticePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
