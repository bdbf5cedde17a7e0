/**
 * @generated SignedSource<<0692e4dc1eb9584d2021add0ddda8a29>>
 * @relayHash 35612fd747d3f1c31f961997200080ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35612fd747d3f1c31f961997200080ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubNoticePageQuery } from './ClubNoticePageQuery.graphql';

const node: PreloadableConcreteRequest<ClubNoticePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "35612fd747d3f1c31f961997200080ef",
    "metadata": {},
    "name": "ClubNoticePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
