/**
 * @generated SignedSource<<d9bf825f72fa68a15a43f0dc1104a4fc>>
 * @relayHash ab7a4c233a9b881778905859220183db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab7a4c233a9b881778905859220183db

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubHiddenPageQuery } from './ClubHiddenPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubHiddenPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab7a4c233a9b881778905859220183db",
    "metadata": {},
    "name": "ClubHiddenPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
