/**
 * @generated SignedSource<<1176fbbd5e0777b203469ae21eadcd91>>
 * @relayHash b431147d766b463a6526334de67adf4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b431147d766b463a6526334de67adf4f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FanChatsPageQuery } from './FanChatsPageQuery.graphql';

const node: PreloadableConcreteRequest<FanChatsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b431147d766b463a6526334de67adf4f",
    "metadata": {},
    "name": "FanChatsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
