/**
 * @generated SignedSource<<2a629091738d8932879526f1bda95299>>
 * @relayHash 0705a7a4e4dfb18801120f6cd94634ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0705a7a4e4dfb18801120f6cd94634ee

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0705a7a4e4dfb18801120f6cd94634ee",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
