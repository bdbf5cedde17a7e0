/**
 * @generated SignedSource<<c4eeed70ad7ca5159b2d80aa99907e7d>>
 * @relayHash aaf982d1fa8e82b8c8bf941eb2ab7d1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aaf982d1fa8e82b8c8bf941eb2ab7d1e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubHiddenPageQuery } from './ClubHiddenPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubHiddenPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aaf982d1fa8e82b8c8bf941eb2ab7d1e",
    "metadata": {},
    "name": "ClubHiddenPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
