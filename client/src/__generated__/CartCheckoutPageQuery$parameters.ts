/**
 * @generated SignedSource<<440758a3a1ab9182dffe3d028f64e80b>>
 * @relayHash d45966003f8e97c36e271642846bfb2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d45966003f8e97c36e271642846bfb2f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CartCheckoutPageQuery } from './CartCheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CartCheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d45966003f8e97c36e271642846bfb2f",
    "metadata": {},
    "name": "CartCheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
