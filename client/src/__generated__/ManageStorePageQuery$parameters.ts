/**
 * @generated SignedSource<<af3f25d90621717d415ff043eb6f831c>>
 * @relayHash 347d8d9cac346546b85fdb661982919f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 347d8d9cac346546b85fdb661982919f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageStorePageQuery } from './ManageStorePageQuery.graphql';

const node: PreloadableConcreteRequest<ManageStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "347d8d9cac346546b85fdb661982919f",
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
