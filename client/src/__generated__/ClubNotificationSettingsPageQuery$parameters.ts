/**
 * @generated SignedSource<<afb60abcb7e644b4d09402072ba25b74>>
 * @relayHash 6830d75efae22e125e239e27584747c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6830d75efae22e125e239e27584747c9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubNotificationSettingsPageQuery } from './ClubNotificationSettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubNotificationSettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6830d75efae22e125e239e27584747c9",
    "metadata": {},
    "name": "ClubNotificationSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
