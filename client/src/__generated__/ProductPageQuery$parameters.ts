/**
 * @generated SignedSource<<3e1d9bcab7937e4aa9a772055a8de8f9>>
 * @relayHash 77cd58704722e222684a9d8a9035cb7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77cd58704722e222684a9d8a9035cb7f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "77cd58704722e222684a9d8a9035cb7f",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
