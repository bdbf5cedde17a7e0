/**
 * @generated SignedSource<<0b682dc2aa5a3a8e9afdeee505df39e4>>
 * @relayHash 6f7d2ccea92e20518e7f49adafed5f81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f7d2ccea92e20518e7f49adafed5f81

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SearchPageQuery } from './SearchPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f7d2ccea92e20518e7f49adafed5f81",
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
