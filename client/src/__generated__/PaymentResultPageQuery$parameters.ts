/**
 * @generated SignedSource<<8545483d84cc704dc8995b7d4cbcbf55>>
 * @relayHash c362de7a286119f0d073c61f7b66c017
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c362de7a286119f0d073c61f7b66c017

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResultPageQuery } from './PaymentResultPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c362de7a286119f0d073c61f7b66c017",
    "metadata": {},
    "name": "PaymentResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
