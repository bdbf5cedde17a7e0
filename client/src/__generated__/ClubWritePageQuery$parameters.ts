/**
 * @generated SignedSource<<956ee20c58379415fbf955831de1dcfd>>
 * @relayHash ea351cf4e64493bfa36deddf40011988
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea351cf4e64493bfa36deddf40011988

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubWritePageQuery } from './ClubWritePageQuery.graphql';

const node: PreloadableConcreteRequest<ClubWritePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ea351cf4e64493bfa36deddf40011988",
    "metadata": {},
    "name": "ClubWritePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
