/**
 * @generated SignedSource<<4a6e31abf3677f5185936920db2bb8b4>>
 * @relayHash d2d7b9a267d9bd956dd1df9955314d11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2d7b9a267d9bd956dd1df9955314d11

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageStorePageQuery } from './ManageStorePageQuery.graphql';

const node: PreloadableConcreteRequest<ManageStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d2d7b9a267d9bd956dd1df9955314d11",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "club",
            "products"
          ]
        }
      ]
    },
    "name": "ManageStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
