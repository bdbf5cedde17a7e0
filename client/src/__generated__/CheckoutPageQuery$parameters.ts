/**
 * @generated SignedSource<<cea0c67a26cb4fa2ee349998bfc44a99>>
 * @relayHash 8ab1592e435d57b7f05fedb6a3483108
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ab1592e435d57b7f05fedb6a3483108

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ab1592e435d57b7f05fedb6a3483108",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
