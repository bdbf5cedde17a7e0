/**
 * @generated SignedSource<<f7801e7e6a0479aeec9959bc03011413>>
 * @relayHash 196907c3f1498d9652fe34e751456a0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 196907c3f1498d9652fe34e751456a0c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResultPageQuery } from './PaymentResultPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "196907c3f1498d9652fe34e751456a0c",
    "metadata": {},
    "name": "PaymentResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
