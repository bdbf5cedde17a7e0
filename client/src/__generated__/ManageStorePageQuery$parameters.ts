/**
 * @generated SignedSource<<43554830313a28b95dbadb002290adc7>>
 * @relayHash b3199b20215398391df368a4c9641b43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3199b20215398391df368a4c9641b43

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageStorePageQuery } from './ManageStorePageQuery.graphql';

const node: PreloadableConcreteRequest<ManageStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b3199b20215398391df368a4c9641b43",
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
