/**
 * @generated SignedSource<<1b5e9354ff94da79e86d7fb3895b7406>>
 * @relayHash 598b248749a836a34312a9dc151c9fca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 598b248749a836a34312a9dc151c9fca

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "598b248749a836a34312a9dc151c9fca",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
