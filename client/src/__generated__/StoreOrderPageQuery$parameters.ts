/**
 * @generated SignedSource<<6208be6369a0618aa4f7abc27b5ec1fa>>
 * @relayHash 41a2ddd6ace297732313b42710640f57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41a2ddd6ace297732313b42710640f57

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StoreOrderPageQuery } from './StoreOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<StoreOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "41a2ddd6ace297732313b42710640f57",
    "metadata": {},
    "name": "StoreOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
