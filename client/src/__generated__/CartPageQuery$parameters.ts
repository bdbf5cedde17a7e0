/**
 * @generated SignedSource<<c01613b31cf1eca18214fc345156fb72>>
 * @relayHash 4119dd10c68984b8f7d56f1b9f5bbf7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4119dd10c68984b8f7d56f1b9f5bbf7b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CartPageQuery } from './CartPageQuery.graphql';

const node: PreloadableConcreteRequest<CartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4119dd10c68984b8f7d56f1b9f5bbf7b",
    "metadata": {},
    "name": "CartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
