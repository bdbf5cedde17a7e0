/**
 * @generated SignedSource<<e3368f6ce3e384684b1b7ad16d00ab4c>>
 * @relayHash 988252b1b3931091374f7fbfd9232e47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 988252b1b3931091374f7fbfd9232e47

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResultPageQuery } from './PaymentResultPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "988252b1b3931091374f7fbfd9232e47",
    "metadata": {},
    "name": "PaymentResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
