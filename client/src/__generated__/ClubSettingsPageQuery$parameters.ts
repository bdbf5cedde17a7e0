/**
 * @generated SignedSource<<6721ac19151f88482508e89cdebaf5c4>>
 * @relayHash 3a84555c9766964029e8253f66630d4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a84555c9766964029e8253f66630d4f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubSettingsPageQuery } from './ClubSettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubSettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3a84555c9766964029e8253f66630d4f",
    "metadata": {},
    "name": "ClubSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
