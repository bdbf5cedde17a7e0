/**
 * @generated SignedSource<<7134ddc83875d9baa3ac861518ba37e1>>
 * @relayHash 8a10d6cf64969012be114a22b162461f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a10d6cf64969012be114a22b162461f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubSettingsPageQuery } from './ClubSettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubSettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a10d6cf64969012be114a22b162461f",
    "metadata": {},
    "name": "ClubSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
